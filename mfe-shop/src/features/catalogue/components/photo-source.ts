import { assetUrl } from '@shop/api-client';
import { imageSrcSet } from '@shop/rules';

/** A photo's image attributes: an upload's widths as a srcset (full width below 820 px). */
export function photoSource(url: string): { src: string; srcSet?: string; sizes?: string } {
  const { src, srcSet } = imageSrcSet(url, assetUrl);
  return srcSet ? { src, srcSet, sizes: '(max-width: 820px) 100vw, 560px' } : { src };
}

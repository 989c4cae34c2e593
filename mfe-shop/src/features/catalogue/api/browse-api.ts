import { api } from '@shop/api-client';
import type { Bilingual, Part } from '@shop/contracts';
import type { PartSort } from './catalogue-api';

/** A filter value with how many products it would list with the other filters as they are. */
export interface FacetValue {
  value: string;
  label?: Bilingual;
  count: number;
}

export interface SpecFacet {
  key: string;
  label: Bilingual;
  unit?: Bilingual;
  values: FacetValue[];
}

/** One page of `GET /part/browse`: the products and every filter's live counts. */
export interface BrowsePage {
  items: Part[];
  total: number;
  page: number;
  limit: number;
  facets: {
    brands: FacetValue[];
    price: { min: number; max: number };
    inStock: number;
    specs: SpecFacet[];
  };
}

/** What the listing asks for: the address's state (readListingParams) and a page size. */
export interface BrowseQuery {
  q: string | null;
  category: string | null;
  sort: PartSort | null;
  page: number;
  limit: number;
  brands: readonly string[];
  min: number | null;
  max: number | null;
  inStock: boolean;
  /** `key:value` spec filters. */
  specs: readonly string[];
}

/** The API's query string: lists as one comma-separated parameter each, in a stable order. */
export function browseParams(query: BrowseQuery): string {
  const params = new URLSearchParams();
  if (query.q) params.set('q', query.q);
  if (query.category) params.set('category', query.category);
  if (query.brands.length) params.set('brand', [...query.brands].sort().join(','));
  if (query.min !== null) params.set('min', String(query.min));
  if (query.max !== null) params.set('max', String(query.max));
  if (query.inStock) params.set('inStock', 'true');
  if (query.specs.length) params.set('spec', [...query.specs].sort().join(','));
  if (query.sort) params.set('sort', query.sort);
  params.set('page', String(query.page));
  params.set('limit', String(query.limit));
  return params.toString();
}

/** `GET /part/browse`: the /shops listing and search results with their filters. */
export const browseApi = api.injectEndpoints({
  endpoints: (build) => ({
    browseParts: build.query<BrowsePage, BrowseQuery>({
      query: (query) => `/part/browse?${browseParams(query)}`,
      providesTags: (page) => [
        { type: 'Product' as const, id: 'LIST' },
        ...(page?.items ?? []).map((part) => ({ type: 'Product' as const, id: part._id })),
      ],
    }),
  }),
});

export const { useBrowsePartsQuery } = browseApi;

export {
  isAbsoluteUrl,
  metaOf,
  pictureProblems,
  PREVIEW_IMAGE_MIN_WIDTH,
  PREVIEW_IMAGE_TYPES,
  previewProblems,
  productProblems,
  readPageTags,
  type PageTags,
} from './tags';

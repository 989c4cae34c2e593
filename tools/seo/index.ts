export {
  isAbsoluteUrl,
  metaOf,
  previewProblems,
  productProblems,
  readPageTags,
  type PageTags,
} from './tags';

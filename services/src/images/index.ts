/** The images module's public surface: what other modules use of it. */
export { STORED_URL } from './image-files';
export { type AcceptedImageFormat, sniffImageFormat } from './image-processing';
export { ImageUploadLimit } from './image-upload-limit.decorator';
export { imageWork } from './image-work-queue';
export { ImagesModule } from './images.module';
export { ImagesService } from './images.service';
export { PicturePreviews, PREVIEWS_SUBDIR, registerPicturePreviews } from './picture-previews';

import { Module } from '@nestjs/common';
import { ImageStorage } from './image-storage';
import { ImagesController } from './images.controller';
import { ImagesService } from './images.service';

/** The shop's image storage: POST /api/images; files served at /uploads/images/ (see app.ts). */
@Module({
  controllers: [ImagesController],
  providers: [ImagesService, ImageStorage],
  exports: [ImagesService],
})
export class ImagesModule {}

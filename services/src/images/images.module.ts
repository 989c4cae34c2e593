import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { ImageStorage } from './image-storage';
import { ImagesController } from './images.controller';
import { ImagesService } from './images.service';
import { ImageOwner, ImageOwnerSchema } from './schemas/image-owner.schema';

/** The shop's image storage: POST /api/images; files served at /uploads/images/ (see app.ts). */
@Module({
  imports: [MongooseModule.forFeature([{ name: ImageOwner.name, schema: ImageOwnerSchema }])],
  controllers: [ImagesController],
  providers: [ImagesService, ImageStorage],
  exports: [ImagesService],
})
export class ImagesModule {}

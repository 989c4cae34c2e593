import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit';
import { AddressBookController } from './address-book.controller';
import { AddressBookService } from './address-book.service';
import { SessionsModule } from '../sessions';
import { ProfilePhotoStorage } from './profile-photo.storage';
import { User, UserSchema } from './schemas/user.schema';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

/** Accounts and roles: profile (with its phone and address book), admin check, Manage All User. */
@Module({
  imports: [MongooseModule.forFeature([{ name: User.name, schema: UserSchema }]), SessionsModule, AuditModule],
  controllers: [AddressBookController, UsersController],
  providers: [UsersService, AddressBookService, ProfilePhotoStorage],
  exports: [UsersService],
})
export class UsersModule {}

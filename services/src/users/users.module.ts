import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { AuditModule } from '../audit/audit.module';
import { SessionsModule } from '../sessions/sessions.module';
import { ProfilePhotoStorage } from './profile-photo.storage';
import { User, UserSchema } from './schemas/user.schema';
import { UsersController } from './users.controller';
import { UsersService } from './users.service';

/** Accounts and roles: profile, admin check, Manage All User. */
@Module({
  imports: [MongooseModule.forFeature([{ name: User.name, schema: UserSchema }]), SessionsModule, AuditModule],
  controllers: [UsersController],
  providers: [UsersService, ProfilePhotoStorage],
  exports: [UsersService],
})
export class UsersModule {}

/** The users module's public surface: what other modules use of it. */
export { NameField } from './dto/name-field';
export { AuthUserDto } from './dto/users.dto';
export { hashPassword, verifyPassword } from './password';
export { UPLOADS_PREFIX } from './profile-photo.storage';
export { MAX_PHOTO_BYTES } from './profile-photo';
export { UsersModule } from './users.module';
export { type GoogleIdentity, type SeedUser, UsersService } from './users.service';

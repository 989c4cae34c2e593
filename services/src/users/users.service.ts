import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import type { UserRole } from '@shop/contracts';
import type { Model } from 'mongoose';
import { hashPassword } from './password';
import { User } from './schemas/user.schema';

export interface SeedUser {
  name: string;
  email: string;
  password: string;
  role: UserRole;
}

/** Accounts. The only code that touches the User model. */
@Injectable()
export class UsersService {
  constructor(@InjectModel(User.name) private readonly users: Model<User>) {}

  /**
   * Creates the account when no user has this email yet; an existing account (whatever its
   * password, name or role now) is left alone. Returns true when it was created.
   */
  async ensureUser(seed: SeedUser): Promise<boolean> {
    const email = seed.email.trim().toLowerCase();
    if (await this.users.exists({ email }).exec()) return false;
    const passwordHash = await hashPassword(seed.password);
    const result = await this.users
      .updateOne(
        { email },
        { $setOnInsert: { name: seed.name, email, passwordHash, role: seed.role } },
        { upsert: true, timestamps: true },
      )
      .exec();
    return result.upsertedCount > 0;
  }

  async countUsers(): Promise<number> {
    return this.users.countDocuments().exec();
  }
}

import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { InjectModel } from '@nestjs/mongoose';
import type { AddressBook, AddressFields, SaveAddressRequest, SavedAddress } from '@shop/contracts';
import { findDistrict, normalizeBdMobile } from '@shop/rules';
import mongoose, { type Model, Types } from 'mongoose';
import { UserNotFoundError } from '../common';
import type { AppConfig } from '../config';
import { AddressBookFullError, AddressNotFoundError } from './address-book-errors';
import { type SavedAddressRecord, User } from './schemas/user.schema';

type LeanBook = Pick<User, 'phone' | 'addresses' | 'defaultAddressId'>;

const BOOK_FIELDS = { phone: 1, addresses: 1, defaultAddressId: 1 } as const;

/**
 * The book as the API answers it. The default is `defaultAddressId` when it names an address of the
 * book, else the first address: exactly one default in a non-empty book, however concurrent changes
 * interleave. The default comes first, the others in the order they were saved.
 */
export function toAddressBook(user: LeanBook, limit: number): AddressBook {
  const records = user.addresses ?? [];
  const chosen = user.defaultAddressId
    ? records.find((record) => record._id.equals(user.defaultAddressId))
    : undefined;
  const defaultRecord = chosen ?? records[0];
  const addresses: SavedAddress[] = records.map((record) => ({
    id: record._id.toHexString(),
    ...(record.label ? { label: record.label } : {}),
    name: record.name,
    phone: record.phone,
    address: record.address,
    district: record.district,
    isDefault: record === defaultRecord,
  }));
  addresses.sort((a, b) => Number(b.isDefault) - Number(a.isDefault));
  return { phone: user.phone ?? null, addresses, limit };
}

/**
 * What is stored of an address the DTO has accepted: phone in its national form, the district's
 * own spelling, no empty label — as an order stores its contact fields.
 */
function toRecord(fields: AddressFields): Omit<SavedAddressRecord, '_id'> {
  const label = fields.label?.trim();
  return {
    ...(label ? { label } : {}),
    name: fields.name.trim(),
    phone: normalizeBdMobile(fields.phone) ?? fields.phone,
    address: fields.address.trim(),
    district: findDistrict(fields.district)?.name ?? fields.district,
  };
}

/**
 * My Profile's phone and address book. Each change is one atomic update of the user's document
 * (no transactions): the limit is a condition of the update that adds, an address is changed or
 * removed only by a filter that finds it in the caller's own book.
 */
@Injectable()
export class AddressBookService {
  constructor(
    @InjectModel(User.name) private readonly users: Model<User>,
    private readonly config: ConfigService<AppConfig, true>,
  ) {}

  private get limit(): number {
    return this.config.get('MAX_SAVED_ADDRESSES', { infer: true });
  }

  async getBook(userId: string): Promise<AddressBook> {
    const user = await this.users.findById(userId, BOOK_FIELDS).lean<LeanBook>().exec();
    if (!user) throw new UserNotFoundError();
    return toAddressBook(user, this.limit);
  }

  async setPhone(userId: string, phone: string): Promise<AddressBook> {
    return this.update(
      { _id: userId },
      { $set: { phone: normalizeBdMobile(phone) ?? phone } },
      () => new UserNotFoundError(),
    );
  }

  async clearPhone(userId: string): Promise<AddressBook> {
    return this.update({ _id: userId }, { $unset: { phone: 1 } }, () => new UserNotFoundError());
  }

  /**
   * Adds an address unless the book is full: the update only matches while the book has no
   * element at index limit-1, so two saves at once can never take it past the limit.
   */
  async add(userId: string, request: SaveAddressRequest): Promise<AddressBook> {
    const id = new Types.ObjectId();
    const limit = this.limit;
    const user = await this.users
      .findOneAndUpdate(
        { _id: userId, [`addresses.${limit - 1}`]: mongoose.trusted({ $exists: false }) },
        {
          $push: { addresses: { _id: id, ...toRecord(request) } },
          ...(request.makeDefault ? { $set: { defaultAddressId: id } } : {}),
        },
        { new: true, projection: BOOK_FIELDS, runValidators: true },
      )
      .lean<LeanBook>()
      .exec();
    if (user) return toAddressBook(user, limit);
    if (await this.users.exists({ _id: userId }).exec()) throw new AddressBookFullError(limit);
    throw new UserNotFoundError();
  }

  /** Replaces an address of the caller's book (its label is removed when none is sent). */
  async replace(
    userId: string,
    addressId: string,
    request: SaveAddressRequest,
  ): Promise<AddressBook> {
    const record = toRecord(request);
    const $set: Record<string, unknown> = {};
    for (const [field, value] of Object.entries(record)) $set[`addresses.$.${field}`] = value;
    if (request.makeDefault) $set.defaultAddressId = new Types.ObjectId(addressId);
    return this.update(
      this.inBook(userId, addressId),
      { $set, ...(record.label ? {} : { $unset: { 'addresses.$.label': 1 } }) },
      () => new AddressNotFoundError(),
    );
  }

  async makeDefault(userId: string, addressId: string): Promise<AddressBook> {
    return this.update(
      this.inBook(userId, addressId),
      { $set: { defaultAddressId: new Types.ObjectId(addressId) } },
      () => new AddressNotFoundError(),
    );
  }

  /**
   * Deletes an address. When it was the default, the book's first remaining address becomes the
   * default (toAddressBook's rule), and the stale id is cleared by a second update that only
   * matches while it still names the deleted address (a new default chosen meanwhile stays).
   */
  async remove(userId: string, addressId: string): Promise<AddressBook> {
    const id = new Types.ObjectId(addressId);
    const user = await this.update(
      this.inBook(userId, addressId),
      { $pull: { addresses: { _id: id } } },
      () => new AddressNotFoundError(),
      true,
    );
    if (!user.defaultAddressId?.equals(id)) return toAddressBook(user, this.limit);
    const cleared = await this.users
      .findOneAndUpdate(
        { _id: userId, defaultAddressId: id },
        { $unset: { defaultAddressId: 1 } },
        { new: true, projection: BOOK_FIELDS },
      )
      .lean<LeanBook>()
      .exec();
    return toAddressBook(cleared ?? { ...user, defaultAddressId: undefined }, this.limit);
  }

  /** The caller's document, only when its book holds this address. */
  private inBook(userId: string, addressId: string) {
    return { _id: userId, 'addresses._id': new Types.ObjectId(addressId) };
  }

  private update(filter: object, change: object, missing: () => Error): Promise<AddressBook>;
  private update(
    filter: object,
    change: object,
    missing: () => Error,
    raw: true,
  ): Promise<LeanBook>;
  private async update(
    filter: object,
    change: object,
    missing: () => Error,
    raw = false,
  ): Promise<AddressBook | LeanBook> {
    const user = await this.users
      .findOneAndUpdate(filter, change, { new: true, projection: BOOK_FIELDS, runValidators: true })
      .lean<LeanBook>()
      .exec();
    if (!user) throw missing();
    return raw ? user : toAddressBook(user, this.limit);
  }
}

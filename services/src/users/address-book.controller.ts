import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  HttpStatus,
  Param,
  Post,
  Put,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiOperation,
  ApiResponse,
  ApiTags,
} from '@nestjs/swagger';
import type { AddressBook } from '@shop/contracts';
import { ApiErrorDto, ApiErrors, CurrentUser, NoStore, ParseObjectIdPipe } from '../common';
import { AddressBookService } from './address-book.service';
import { AddressBookDto, ProfilePhoneDto, SaveAddressDto } from './dto/address-book.dto';

const USER_GONE = {
  status: 404,
  description: 'USER_NOT_FOUND: the account no longer exists',
} as const;
const NOT_IN_BOOK = {
  status: 404,
  description: "ADDRESS_NOT_FOUND: not an address of your book (also another account's address)",
} as const;

/**
 * My Profile's phone and address book, so the order forms need not be typed again. Every answer is
 * the whole book; every route is the signed-in account's own.
 */
@ApiTags('users')
@ApiBearerAuth()
@ApiResponse({ status: 401, type: ApiErrorDto, description: "UNAUTHORIZED 'No user is logged in'" })
@NoStore()
@Controller('users/me')
export class AddressBookController {
  constructor(private readonly book: AddressBookService) {}

  @Get('addresses')
  @ApiOperation({ summary: 'My phone and address book (the default address first)' })
  @ApiOkResponse({ type: AddressBookDto })
  @ApiErrors(USER_GONE)
  getBook(@CurrentUser('id') userId: string): Promise<AddressBook> {
    return this.book.getBook(userId);
  }

  @Post('addresses')
  @ApiOperation({ summary: 'Save an address (the first one saved is the default)' })
  @ApiCreatedResponse({ type: AddressBookDto })
  @ApiResponse({
    status: 409,
    type: ApiErrorDto,
    description: 'ADDRESS_BOOK_FULL: MAX_SAVED_ADDRESSES already saved',
  })
  @ApiErrors(USER_GONE)
  add(@CurrentUser('id') userId: string, @Body() body: SaveAddressDto): Promise<AddressBook> {
    return this.book.add(userId, body);
  }

  @Put('addresses/:id')
  @ApiOperation({ summary: 'Change a saved address (the whole address; no label sent: no label)' })
  @ApiOkResponse({ type: AddressBookDto })
  @ApiErrors(NOT_IN_BOOK)
  replace(
    @CurrentUser('id') userId: string,
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() body: SaveAddressDto,
  ): Promise<AddressBook> {
    return this.book.replace(userId, id, body);
  }

  @Post('addresses/:id/default')
  @HttpCode(HttpStatus.OK)
  @ApiOperation({ summary: 'Make a saved address the default' })
  @ApiOkResponse({ type: AddressBookDto })
  @ApiErrors(NOT_IN_BOOK)
  makeDefault(
    @CurrentUser('id') userId: string,
    @Param('id', ParseObjectIdPipe) id: string,
  ): Promise<AddressBook> {
    return this.book.makeDefault(userId, id);
  }

  @Delete('addresses/:id')
  @ApiOperation({
    summary: 'Delete a saved address; deleting the default makes the next one the default',
  })
  @ApiOkResponse({ type: AddressBookDto })
  @ApiErrors(NOT_IN_BOOK)
  remove(
    @CurrentUser('id') userId: string,
    @Param('id', ParseObjectIdPipe) id: string,
  ): Promise<AddressBook> {
    return this.book.remove(userId, id);
  }

  @Put('phone')
  @ApiOperation({ summary: 'Set my phone (a Bangladeshi mobile number, stored as 01XXXXXXXXX)' })
  @ApiOkResponse({ type: AddressBookDto })
  @ApiErrors(USER_GONE)
  setPhone(@CurrentUser('id') userId: string, @Body() body: ProfilePhoneDto): Promise<AddressBook> {
    return this.book.setPhone(userId, body.phone);
  }

  @Delete('phone')
  @ApiOperation({ summary: 'Remove my phone' })
  @ApiOkResponse({ type: AddressBookDto })
  @ApiErrors(USER_GONE)
  clearPhone(@CurrentUser('id') userId: string): Promise<AddressBook> {
    return this.book.clearPhone(userId);
  }
}

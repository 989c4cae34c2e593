import { Module } from '@nestjs/common';
import { MongooseModule } from '@nestjs/mongoose';
import { CouriersModule } from '../couriers';
import { OrdersModule } from '../orders';
import { DocumentsController } from './documents.controller';
import { DocumentsService } from './documents.service';
import { InvoiceNumbersService } from './invoice-numbers.service';
import { Invoice, InvoiceCounter, InvoiceCounterSchema, InvoiceSchema } from './schemas/invoice.schema';

/** Printable order documents: VAT invoices (numbered per financial year) and shipping labels. */
@Module({
  imports: [
    MongooseModule.forFeature([
      { name: Invoice.name, schema: InvoiceSchema },
      { name: InvoiceCounter.name, schema: InvoiceCounterSchema },
    ]),
    OrdersModule,
    CouriersModule,
  ],
  controllers: [DocumentsController],
  providers: [DocumentsService, InvoiceNumbersService],
  exports: [InvoiceNumbersService],
})
export class DocumentsModule {}

/** The documents module's public surface. */
export { DocumentsModule } from './documents.module';
export { InvoiceNumbersService, type IssuedInvoice } from './invoice-numbers.service';

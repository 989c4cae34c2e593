import { api } from '@shop/api-client';

export const DOCUMENT_KINDS = ['invoice', 'label'] as const;
/** A VAT invoice (A4) or a shipping label (100 × 150 mm). */
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export type DocumentLanguage = 'en' | 'bn';

export interface DocumentRequest {
  kind: DocumentKind;
  /** One order: its own route; several: one PDF with a page (or more) per order. */
  orderIds: readonly string[];
  lang: DocumentLanguage;
}

/**
 * The PDF as an object URL (the store keeps strings, not Blobs); an error answer is read as the
 * API's JSON body, so the shared middleware shows its message once.
 */
async function pdfUrl(response: Response): Promise<unknown> {
  if (!response.ok) return response.json();
  return URL.createObjectURL(await response.blob());
}

export const documentsApi = api.injectEndpoints({
  endpoints: (build) => ({
    // A mutation, not a query: every print is asked for (the first gives the invoice its number).
    printDocuments: build.mutation<string, DocumentRequest>({
      query: ({ kind, orderIds, lang }) =>
        orderIds.length === 1
          ? { url: `/orders/${orderIds[0]}/${kind}.pdf`, params: { lang }, responseHandler: pdfUrl }
          : {
              url: `/orders/${kind}s.pdf`,
              method: 'POST',
              body: { orderIds, lang },
              responseHandler: pdfUrl,
            },
    }),
  }),
});

export const { usePrintDocumentsMutation } = documentsApi;

import { formatOrderNumber } from '@shop/rules';
import {
  type DocumentKind,
  type DocumentLanguage,
  usePrintDocumentsMutation,
} from '../api/documents-api';
import { openBlankTab, showPdf } from '../utils/open-pdf';

export interface PrintTarget {
  _id: string;
  number: string;
}

/**
 * `print(kind, orders, lang)`: asks the API for the PDF and opens it in a new tab. A failure closes
 * the tab; its message reaches the admin through the shared error toast.
 */
export function usePrintDocuments() {
  const [printDocuments, state] = usePrintDocumentsMutation();
  const print = async (kind: DocumentKind, orders: readonly PrintTarget[], lang: DocumentLanguage) => {
    if (orders.length === 0) return;
    const tab = openBlankTab();
    const result = await printDocuments({ kind, orderIds: orders.map((order) => order._id), lang });
    if ('data' in result && result.data) {
      const name = orders.length === 1 ? formatOrderNumber(orders[0].number).slice(1) : `${orders.length}`;
      showPdf(tab, result.data, `${kind}-${name}.pdf`);
    } else {
      tab?.close();
    }
  };
  return { print, printing: state.isLoading, printingKind: state.originalArgs?.kind };
}

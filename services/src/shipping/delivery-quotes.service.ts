import { Injectable } from '@nestjs/common';
import { lineTotal, sameSku, shippingWeightOf } from '@shop/rules';
import { CatalogueService } from '../catalogue';
import { ProductNotFoundError } from '../common';
import type { DeliveryQuoteDto, DeliveryQuoteRequestDto } from './dto/delivery-quote.dto';
import { ShippingService } from './shipping.service';

/**
 * `POST /api/shipping/quote`: the lines' weights and prices from the catalogue (one read), then the
 * rate table's quote from memory. A line's variant is the one its SKU names, else the product's
 * first on sale: close enough for a quote (placing the order refuses a wrong variant and quotes
 * again from what it really orders).
 */
@Injectable()
export class DeliveryQuotesService {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly shipping: ShippingService,
  ) {}

  async quoteLines(input: DeliveryQuoteRequestDto): Promise<DeliveryQuoteDto> {
    const parts = await this.catalogue.findPartsForOrder(
      input.lines.map((line) => line.partId.toLowerCase()),
    );
    let subtotal = 0;
    const lines = input.lines.map((line) => {
      const part = parts.get(line.partId.toLowerCase());
      if (!part) throw new ProductNotFoundError(line.partId);
      const onSale = part.variants.filter((variant) => !variant.archived);
      const variant =
        (line.sku == null ? undefined : onSale.find((v) => sameSku(v.sku, line.sku!))) ??
        onSale[0];
      subtotal += variant ? lineTotal({ unitPrice: variant.price, quantity: line.quantity }) : 0;
      return { quantity: line.quantity, weightGrams: shippingWeightOf(part) };
    });
    const quote = await this.shipping.quote({
      district: input.district,
      ...(input.area ? { area: input.area } : {}),
      lines,
      subtotal,
      paymentMethod: input.paymentMethod ?? 'cod',
    });
    return { ...quote, subtotal };
  }
}

import { Injectable } from '@nestjs/common';
import type { PartCategory, SpecField } from '@shop/contracts';
import { categoryOfName, type PartDto, SpecTemplatesService } from '../catalogue';
import { type CatalogueEntry, SearchService } from '../search';
import {
  browseCatalogue,
  facetCategory,
  type SpecFacetField,
  type SpecSelection,
} from './browse-catalogue';
import { PriceRangeError } from './browse-errors';
import {
  type BrowsePageDto,
  type BrowsePartsQueryDto,
  DEFAULT_BROWSE_LIMIT,
} from './dto/browse.dto';
import { SPEC_FILTERS } from './spec-filters';

/**
 * The storefront's filtered listing (`GET /api/part/browse`): the search module's in-memory
 * snapshot of the products on sale, filtered, ranked and counted in process by browseCatalogue, so
 * an answer costs no database query (the category's spec template is read once per catalogue version).
 */
@Injectable()
export class BrowseService {
  constructor(
    private readonly search: SearchService,
    private readonly templates: SpecTemplatesService,
  ) {}

  async browse(query: BrowsePartsQueryDto): Promise<BrowsePageDto> {
    if (query.min !== undefined && query.max !== undefined && query.min > query.max) {
      throw new PriceRangeError(query.min, query.max);
    }
    const entries = await this.search.entries();
    const matches = query.q ? await this.rank(query.q, entries.length) : null;
    const named = query.category ? categoryOfName(query.category) : null;
    const category = facetCategory(named === 'part' ? null : named, entries, query, matches);
    const specFields = category ? await this.specFields(category) : [];
    const result = browseCatalogue(
      entries,
      {
        category: query.category,
        brands: query.brand,
        min: query.min,
        max: query.max,
        inStock: query.inStock === 'true',
        specs: (query.spec ?? []).map(toSelection),
        sort: query.sort,
        page: query.page ?? 1,
        limit: query.limit ?? DEFAULT_BROWSE_LIMIT,
      },
      { matches, specFields },
    );
    return { ...result, items: result.items.map(toPartDto) };
  }

  /** Every match of the text, by id, with its score. */
  private async rank(q: string, limit: number): Promise<Map<string, number>> {
    const hits = await this.search.search(q, { limit });
    return new Map(hits.map((hit) => [hit.id, hit.score]));
  }

  /** The category's spec filters as its live template names them (fields it dropped are left out). */
  private async specFields(category: PartCategory): Promise<SpecFacetField[]> {
    const template = await this.templates.forCatalogueRead(category);
    const fields = new Map<string, SpecField>(
      template.groups.flatMap((group) => group.fields.map((field) => [field.key, field] as const)),
    );
    return SPEC_FILTERS[category].flatMap((def): SpecFacetField[] => {
      const field = fields.get(def.key);
      if (!field || field.type === 'text') return [];
      return [
        {
          key: field.key,
          label: field.label,
          ...(field.unit ? { unit: field.unit } : {}),
          kind: field.type,
          ...(field.choices ? { choices: field.choices } : {}),
          ...(field.type === 'number' && def.ranges ? { ranges: def.ranges } : {}),
        },
      ];
    });
  }
}

function toSelection(pair: string): SpecSelection {
  const at = pair.indexOf(':');
  return { key: pair.slice(0, at), value: pair.slice(at + 1) };
}

/** The item shape of GET /api/part's pages. */
function toPartDto(entry: CatalogueEntry): PartDto {
  return {
    _id: entry.id,
    name: entry.name,
    img: entry.img,
    price: entry.price,
    quantity: entry.quantity,
    description: entry.description,
    ...(entry.variantCount > 1 ? { variantCount: entry.variantCount } : {}),
  };
}

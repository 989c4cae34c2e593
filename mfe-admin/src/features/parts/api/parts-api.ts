import { api } from '@shop/api-client';
import { catalogueReads } from '@shop/api-client/catalogue';
import {
  IMAGE_FIELD,
  type ImageUploadAnswer,
  type InsertedAnswer,
  type NewPart,
  type Part,
  type PartDeletedAnswer,
  type ProductDetails,
} from '@shop/contracts';
import type { ProductEdit } from '../utils/edit-part-form';
import type { VariantsInput } from '../utils/variants-form';

const LIST = { type: 'Product', id: 'LIST' } as const;

/** Manage Products' list, by name: the catalogue's page read, declared once in @shop/api-client. */
export const {
  useGetPartPageQuery: useAdminPartPageQuery,
  useGetPartQuery: useAdminPartQuery,
  useGetSpecTemplateQuery: useAdminSpecTemplateQuery,
} = catalogueReads(api);

/**
 * The admin's product calls (spec §7). The mutations invalidate the `Product` tags the storefront's
 * lists and pages provide too, so a change shows there without a reload.
 */
export const partsApi = api.injectEndpoints({
  endpoints: (build) => ({
    /** `POST /images` (multipart field `image`): checked, resized and stored by the API. */
    uploadPartPhoto: build.mutation<ImageUploadAnswer, File>({
      query: (file) => {
        const body = new FormData();
        body.append(IMAGE_FIELD, file);
        return { url: '/images', method: 'POST', body };
      },
    }),

    addPart: build.mutation<Partial<InsertedAnswer>, NewPart>({
      query: (body) => ({ url: '/part', method: 'POST', body }),
      invalidatesTags: [LIST],
    }),

    /** `PUT /priceUpdate/:id`: the whole part with its price changed (the API applies the price only). */
    updatePartPrice: build.mutation<Part, Part>({
      query: (part) => ({
        url: `/priceUpdate/${encodeURIComponent(part._id)}`,
        method: 'PUT',
        body: part,
      }),
      invalidatesTags: (_result, _error, part) => [{ type: 'Product', id: part._id }, LIST],
    }),

    /** `PUT /part/:id`: the whole part with its quantity changed (the API applies the quantity only). */
    updatePartQuantity: build.mutation<Part, Part>({
      query: (part) => ({
        url: `/part/${encodeURIComponent(part._id)}`,
        method: 'PUT',
        body: part,
      }),
      invalidatesTags: (_result, _error, part) => [{ type: 'Product', id: part._id }, LIST],
    }),

    /** `PATCH /admin/products/:id`: names, texts, category, brand, warranty, specs, photos. */
    editPart: build.mutation<ProductDetails, { id: string; edit: ProductEdit }>({
      query: ({ id, edit }) => ({
        url: `/admin/products/${encodeURIComponent(id)}`,
        method: 'PATCH',
        body: edit,
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Product', id }, LIST],
    }),

    /**
     * `PUT /admin/products/:id/variants`: every option and variant as they should be (a saved
     * variant left out is archived; one sent without quantity keeps its stock).
     */
    saveVariants: build.mutation<ProductDetails, { id: string; input: VariantsInput }>({
      query: ({ id, input }) => ({
        url: `/admin/products/${encodeURIComponent(id)}/variants`,
        method: 'PUT',
        body: input,
      }),
      invalidatesTags: (_result, _error, { id }) => [{ type: 'Product', id }, LIST],
    }),

    deletePart: build.mutation<PartDeletedAnswer, string>({
      query: (id) => ({ url: `/part/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: (_result, _error, id) => [{ type: 'Product', id }, LIST],
    }),
  }),
});

export const {
  useUploadPartPhotoMutation,
  useAddPartMutation,
  useUpdatePartPriceMutation,
  useUpdatePartQuantityMutation,
  useDeletePartMutation,
  useEditPartMutation,
  useSaveVariantsMutation,
} = partsApi;

import { api } from '@shop/api-client';
import type { PartCategory, SpecGroup, SpecTemplate } from '@shop/contracts';

const TEMPLATES = { type: 'Product', id: 'spec-templates' } as const;

/**
 * The owner's spec sheets: every category's template, and a save over the revision it was edited
 * from. A save invalidates the storefront's read of that category's template too.
 */
export const specSheetsApi = api.injectEndpoints({
  endpoints: (build) => ({
    listSpecTemplates: build.query<SpecTemplate[], void>({
      query: () => '/admin/spec-templates',
      providesTags: [TEMPLATES],
    }),
    saveSpecTemplate: build.mutation<
      SpecTemplate,
      { category: PartCategory; groups: SpecGroup[]; revision: number }
    >({
      query: ({ category, groups, revision }) => ({
        url: `/admin/spec-templates/${encodeURIComponent(category)}`,
        method: 'PUT',
        body: { groups, revision },
      }),
      invalidatesTags: (_result, _error, { category }) => [
        TEMPLATES,
        { type: 'Product', id: `spec-template:${category}` },
      ],
    }),
  }),
});

export const { useListSpecTemplatesQuery, useSaveSpecTemplateMutation } = specSheetsApi;

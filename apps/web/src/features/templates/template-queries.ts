import { contract, type Template } from '@hoa/contract';
import { AgentTypeId, Messages, templateSearchTerm } from '@hoa/domain';
import { keepPreviousData, queryOptions, skipToken } from '@tanstack/react-query';
import { api } from '../../app/api';
import { withSearch } from '../../app/site-map';
import { downloadFile, fetchFileBlob } from '../../widgets/download-file';
import { uploadFile } from '../../widgets/upload-file';

// Everything of this area sits under ['templates'].
export const templatesKey = ['templates'] as const;
const T = contract.templates;

/** Templates shown per page of the grid. */
export const templatesPageSize = 50;

export interface TemplateFilters {
  /** A template type id, or null for every type. */
  typeId: number | null;
  /** 'system', 'company' or null for both. */
  source: 'system' | 'company' | null;
  /** What is typed in the name search; sent only after more than 1 character. */
  name: string;
  page: number;
}

export const allTemplatesQuery = (
  communityAgentId: number | undefined,
  filters: TemplateFilters,
) => {
  const name = templateSearchTerm(filters.name) ?? undefined;
  const query = {
    agentId: communityAgentId,
    topsTemplateTypeId: filters.typeId ?? undefined,
    isSystem:
      filters.source === null
        ? undefined
        : filters.source === 'system'
          ? ('true' as const)
          : ('false' as const),
    name,
    skip: (filters.page - 1) * templatesPageSize,
    take: templatesPageSize,
  };
  return queryOptions({
    queryKey: [...templatesKey, 'all', query],
    queryFn: () => api.call(T.GetAllTemplates, { query }),
    placeholderData: keepPreviousData,
  });
};

/** The templates a community may send (system ones and those linked to it), its defaults first. */
export const communityTemplatesQuery = (communityAgentId: number, topsTemplateTypeId?: number) =>
  queryOptions({
    queryKey: [...templatesKey, 'community', communityAgentId, topsTemplateTypeId ?? null],
    queryFn: () => api.call(T.GetTemplates, { query: { communityAgentId, topsTemplateTypeId } }),
  });

export const mergeCodesQuery = (topsTemplateTypeId: number) =>
  queryOptions({
    queryKey: [...templatesKey, 'merge-codes', topsTemplateTypeId],
    queryFn: () => api.call(T.GetMergeCodes, { query: { topsTemplateTypeId } }),
    staleTime: 5 * 60_000,
  });

/** A community's primary owners whose name, account or address matches, for the preview. */
export const previewOwnersQuery = (communityAgentId: number, searchTerm: string) =>
  queryOptions({
    queryKey: [...templatesKey, 'preview-owners', communityAgentId, searchTerm],
    queryFn: () =>
      api.call(contract.portfolio.GetOwnerPortfolio, {
        query: {
          communityAgentId,
          agentTypeId: AgentTypeId.PrimaryOwner,
          searchTerm: searchTerm.trim() === '' ? undefined : searchTerm.trim(),
          take: 25,
        },
      }),
    placeholderData: keepPreviousData,
  });

const previewPath = (
  template: Template,
  communityAgentId: number,
  ownerAgentId: number | null,
  format: 'pdf' | 'docx',
) =>
  withSearch(T.PreviewTemplate.path, {
    topsTemplateId: String(template.TopsTemplateId),
    communityAgentId: String(communityAgentId),
    ownerAgentId: ownerAgentId === null ? null : String(ownerAgentId),
    format,
  });

const previewFailed = 'The template could not be previewed.';

/** The template merged for an owner (the sample owner without one), as a PDF blob. */
export const previewPdfQuery = (
  template: Template,
  communityAgentId: number | null,
  ownerAgentId: number | null,
) =>
  queryOptions({
    queryKey: [
      ...templatesKey,
      'preview',
      template.TopsTemplateId,
      template.UpdatedAt,
      communityAgentId,
      ownerAgentId,
    ],
    queryFn:
      communityAgentId === null
        ? skipToken
        : () =>
            fetchFileBlob(
              previewPath(template, communityAgentId, ownerAgentId, 'pdf'),
              previewFailed,
            ),
    staleTime: 0,
    gcTime: 0,
  });

/** The merged template as a Word document. */
export const downloadPreviewDocx = (
  template: Template,
  communityAgentId: number,
  ownerAgentId: number | null,
): Promise<void> =>
  downloadFile(
    previewPath(template, communityAgentId, ownerAgentId, 'docx'),
    `${template.Name}.docx`,
    previewFailed,
  );

/** The template's Word document, to edit in Word and upload again. */
export const downloadTemplate = (template: Template): Promise<void> =>
  downloadFile(
    T.DownloadTemplate.path.replace(':id', String(template.TopsTemplateId)),
    template.FileName ?? `${template.Name}.docx`,
    'The template could not be downloaded.',
  );

/** The merge codes of a type (every type without one) as a workbook. */
export const downloadMergeCodes = (topsTemplateTypeId: number | null): Promise<void> =>
  downloadFile(
    withSearch(T.GetMergeCodes.path, {
      topsTemplateTypeId: topsTemplateTypeId === null ? null : String(topsTemplateTypeId),
      format: 'xlsx',
    }),
    'Merge codes.xlsx',
    'The merge codes could not be downloaded.',
  );

export interface TemplateUpload {
  TopsTemplateId?: number;
  TopsTemplateTypeId: number;
  Name?: string;
}

/**
 * UpdateAndReplaceTemplate: multipart/form-data with the template's JSON in `template` and the
 * Word document in `templateFile`; a refusal carries the server's message.
 */
export async function uploadTemplate(
  template: TemplateUpload,
  file: File,
): Promise<{ Message: string; Template: Template }> {
  const endpoint = T.UpdateAndReplaceTemplate;
  const answer = await uploadFile(
    endpoint.path,
    { template: JSON.stringify(template) },
    file,
    Messages.unknownError,
    'templateFile',
  );
  return endpoint.response.parse(answer);
}

/** The company's letter format (the envelope its letters are laid out for). */
export const letterFormatQuery = () =>
  queryOptions({
    queryKey: [...templatesKey, 'letter-format'],
    queryFn: () => api.call(T.GetTemplateFormatSetting, {}),
  });

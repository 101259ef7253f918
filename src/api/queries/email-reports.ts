// Query factories and changes of the email reports (issue 26), every call made through emailReportsApi.
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import { saveFile } from '../../ui/download-file';
import { callEndpoint, countEndpoint, fetchEndpoint, listEndpoint } from '../client';
import { emailReportsApi, type EmailReportBody, type EmailReportKind } from '../contract/email-reports';
import { fileNameOf } from './fleet';

export interface EmailReportListParams {
  report: EmailReportKind;
  q?: string;
  page: number;
  size: number;
}

export const emailReportQueries = {
  all: () => ['email-reports'] as const,
  list: (query: EmailReportListParams) =>
    queryOptions({ queryKey: [...emailReportQueries.all(), 'list', query] as const, queryFn: () => listEndpoint(emailReportsApi.listEmailReports, { query }) }),
  count: (query: Omit<EmailReportListParams, 'page' | 'size'>) =>
    queryOptions({ queryKey: [...emailReportQueries.all(), 'count', query] as const, queryFn: () => countEndpoint(emailReportsApi.countEmailReports, { query }) }),
  detail: (id: string) =>
    queryOptions({ queryKey: [...emailReportQueries.all(), 'detail', id] as const, queryFn: () => callEndpoint(emailReportsApi.getEmailReport, { params: { id } }) }),
  preview: (id: string) =>
    queryOptions({ queryKey: [...emailReportQueries.all(), 'preview', id] as const, queryFn: () => callEndpoint(emailReportsApi.previewEmailReport, { params: { id } }) }),
};

function change<V, R>(name: string, mutationFn: (variables: V) => Promise<R>) {
  return mutationOptions({
    mutationKey: [...emailReportQueries.all(), name],
    mutationFn,
    onSettled: (_data, _error, _variables, _result, context) => context.client.invalidateQueries({ queryKey: emailReportQueries.all() }),
  });
}

export const emailReportMutations = {
  create: () => change('create', (body: EmailReportBody) => callEndpoint(emailReportsApi.createEmailReport, { body }, { globalErrors: false })),
  update: () =>
    change('update', ({ id, body }: { id: string; body: EmailReportBody }) => callEndpoint(emailReportsApi.updateEmailReport, { params: { id }, body }, { globalErrors: false })),
  remove: () => change('remove', (id: string) => callEndpoint(emailReportsApi.deleteEmailReport, { params: { id } })),
  sendNow: () => change('send', (id: string) => callEndpoint(emailReportsApi.sendEmailReportNow, { params: { id } })),
};

/** GET /email-reports/:id/preview.pdf, saved under the server's file name. */
export async function downloadReportPdf(id: string): Promise<void> {
  const res = await fetchEndpoint(emailReportsApi.previewEmailReportPdf, { params: { id } });
  saveFile(fileNameOf(res, 'report.pdf'), await res.blob());
}

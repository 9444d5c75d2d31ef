import { queryOptions } from '@tanstack/react-query';
import {
  TERMINAL_API,
  SERVICE_FORM_API,
  type Page,
  type ServiceFormInfo,
  type ServiceFormInput,
  type ServiceFormResult,
  type TerminalAppraisal,
  type TerminalAppraiseInput,
  type TerminalDevice,
  type TerminalFormOptions,
  type TerminalWorkOrder,
  type TerminalWorkOrderInput,
  type TerminalWorkOrderItem,
} from '@crm/domain';
import { http } from '../../lib/http.ts';
import { resultOf } from '../../lib/shared-queries.ts';

/** The self-service customer's calls (TERMINAL_API) and the public service request's (SERVICE_FORM_API). */

export const workOrdersQuery = (status: string) =>
  queryOptions({
    queryKey: ['terminal', 'workOrders', status],
    queryFn: ({ signal }) =>
      http.get<Page<TerminalWorkOrderItem>>(TERMINAL_API.workOrders, { pageNo: 1, pageSize: 50, ...(status ? { status } : {}) }, { signal }).then(resultOf),
  });

export const workOrderQuery = (id: string) =>
  queryOptions({
    queryKey: ['terminal', 'workOrder', id],
    queryFn: ({ signal }) => http.get<TerminalWorkOrder>(TERMINAL_API.workOrder, { id }, { signal }).then(resultOf),
  });

export const devicesQuery = () =>
  queryOptions({
    queryKey: ['terminal', 'devices'],
    queryFn: ({ signal }) => http.get<TerminalDevice[]>(TERMINAL_API.devices, undefined, { signal }).then(resultOf),
  });

/** The choices of the portal's forms: staff dictionaries are not the customer's to read. */
export const formOptionsQuery = () =>
  queryOptions({
    queryKey: ['terminal', 'formOptions'],
    queryFn: ({ signal }) => http.get<TerminalFormOptions>(TERMINAL_API.formOptions, undefined, { signal }).then(resultOf),
  });

export const reportFault = (input: TerminalWorkOrderInput) => http.post<TerminalWorkOrder>(TERMINAL_API.addWorkOrder, input).then(resultOf);
export const appraise = (input: TerminalAppraiseInput) => http.post<TerminalAppraisal>(TERMINAL_API.appraise, input).then(resultOf);
export const uploadPhoto = (file: File) => http.upload<string>(TERMINAL_API.upload, file, file.name).then(resultOf);

export const serviceFormQuery = (key: string) =>
  queryOptions({
    queryKey: ['serviceForm', key],
    queryFn: ({ signal }) => http.get<ServiceFormInfo>(SERVICE_FORM_API.form, { key }, { signal, silent: true }).then(resultOf),
    retry: false,
  });

export const submitServiceForm = (key: string, input: ServiceFormInput) =>
  http.post<ServiceFormResult>(SERVICE_FORM_API.submit, input, { params: { key } }).then(resultOf);

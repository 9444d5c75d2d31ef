import { infiniteQueryOptions, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AGENT_API,
  API,
  type AgentAccount,
  type AgentAccountInput,
  type AgentHome,
  type AgentOrder,
  type AgentOrderItem,
  type AgentReport,
  type AgentReportInput,
  type Cart,
  type CartLine,
  type DictItem,
  type Page,
  type ShopProduct,
} from '@crm/domain';
import { http, HttpError } from '../../lib/http.ts';
import { resultOf } from '../../lib/shared-queries.ts';

/** The channel partner's calls (AGENT_API): its shop, cart, orders and customer reports, and its administrators' accounts. */

const PAGE_SIZE = 20;

export const agentKeys = {
  /** The partner's home: the same key as /agent/my's own query, so both read one answer. */
  home: ['agent', 'home'] as const,
  shop: (keyword: string, category: string) => ['agent', 'shop', keyword, category] as const,
  shopAll: ['agent', 'shop'] as const,
  categories: ['agent', 'shopCategories'] as const,
  cart: ['agent', 'cart'] as const,
  orders: ['agent', 'orders'] as const,
  order: (id: string) => ['agent', 'order', id] as const,
  reports: (keyword: string) => ['agent', 'reports', keyword] as const,
  reportsAll: ['agent', 'reports'] as const,
  report: (id: string) => ['agent', 'report', id] as const,
  industries: ['agent', 'industries'] as const,
  staff: ['agent', 'staff'] as const,
};

const nextPage = <T>(last: Page<T>) => (last.current < last.pages ? last.current + 1 : undefined);

/** GET /agent/my: here for the partner's own name (orders of its sub-partners say whose they are). */
export const partnerHomeQuery = () =>
  queryOptions({
    queryKey: agentKeys.home,
    queryFn: ({ signal }) => http.get<AgentHome>(AGENT_API.my, undefined, { signal }).then(resultOf),
  });

export const shopQuery = (keyword: string, category: string) =>
  infiniteQueryOptions({
    queryKey: agentKeys.shop(keyword, category),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      http
        .get<Page<ShopProduct>>(
          AGENT_API.shop,
          { pageNo: pageParam, pageSize: PAGE_SIZE, ...(keyword ? { keyword } : {}), ...(category ? { category } : {}) },
          { signal },
        )
        .then(resultOf),
    getNextPageParam: nextPage,
  });

export const shopCategoriesQuery = () =>
  queryOptions({
    queryKey: agentKeys.categories,
    queryFn: ({ signal }) => http.get<{ value: string; text: string }[]>(AGENT_API.shopCategories, undefined, { signal }).then(resultOf),
    staleTime: 5 * 60_000,
  });

export const cartQuery = () =>
  queryOptions({
    queryKey: agentKeys.cart,
    queryFn: ({ signal }) => http.get<Cart>(AGENT_API.cart, undefined, { signal }).then(resultOf),
  });

export const ordersQuery = () =>
  infiniteQueryOptions({
    queryKey: agentKeys.orders,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => http.get<Page<AgentOrderItem>>(AGENT_API.orders, { pageNo: pageParam, pageSize: PAGE_SIZE }, { signal }).then(resultOf),
    getNextPageParam: nextPage,
  });

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: agentKeys.order(id),
    queryFn: ({ signal }) => http.get<AgentOrder>(AGENT_API.orderView, { id }, { signal }).then(resultOf),
  });

export const reportsQuery = (keyword: string) =>
  infiniteQueryOptions({
    queryKey: agentKeys.reports(keyword),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      http.get<Page<AgentReport>>(AGENT_API.reports, { pageNo: pageParam, pageSize: PAGE_SIZE, ...(keyword ? { keyword } : {}) }, { signal }).then(resultOf),
    getNextPageParam: nextPage,
  });

export const reportQuery = (id: string) =>
  queryOptions({
    queryKey: agentKeys.report(id),
    queryFn: ({ signal }) => http.get<AgentReport>(AGENT_API.report, { id }, { signal }).then(resultOf),
  });

/**
 * The tenant's industries a report offers. Silent and not retried: where the dictionary is not
 * the partner's to read, the form goes without the field rather than toasting a refusal.
 */
export const industriesQuery = () =>
  queryOptions({
    queryKey: agentKeys.industries,
    queryFn: ({ signal }) => http.get<DictItem[]>(`${API.dictItems}/industry`, undefined, { signal, silent: true }).then(resultOf),
    staleTime: 5 * 60_000,
    retry: false,
  });

const cents = (amount: number) => Math.round(amount * 100);

/** The cart as it will be once `quantity` of a product is set: shown at once, the server's answer replaces it. */
export function withQuantity(cart: Cart, productId: string, quantity: number, newLine?: CartLine): Cart {
  const known = cart.lines.some((line) => line.productId === productId);
  const lines = (known || !newLine ? cart.lines : [...cart.lines, newLine])
    .map((line) => (line.productId === productId ? { ...line, quantity, amount: cents(line.price * quantity) / 100 } : line))
    .filter((line) => line.quantity > 0);
  const total = lines.filter((line) => line.orderable).reduce((sum, line) => sum + cents(line.amount), 0) / 100;
  return { ...cart, lines, total };
}

export interface CartChange {
  productId: string;
  quantity: number;
  /** The line a product not yet in the cart makes (the shop knows it). */
  line?: CartLine;
}

const CART_SET = ['agent', 'cartSet'] as const;

/**
 * POST cartSet: the quantity shows at once; changes go to the server one after another, in the
 * order they were made, and the server's cart replaces the shown one once no other change is on
 * its way (an earlier answer would undo a later tap for a moment); a refusal brings the server's back.
 */
export function useSetCartLine() {
  const client = useQueryClient();
  return useMutation({
    mutationKey: CART_SET,
    scope: { id: 'agent-cart' },
    mutationFn: ({ productId, quantity }: CartChange) => http.post<Cart>(AGENT_API.cartSet, { productId, quantity }).then(resultOf),
    onMutate: async ({ productId, quantity, line }: CartChange) => {
      await client.cancelQueries({ queryKey: agentKeys.cart });
      client.setQueryData<Cart>(agentKeys.cart, (cart) => cart && withQuantity(cart, productId, quantity, line));
    },
    // This change counts as under way until its callbacks are done.
    onSuccess: (cart) => {
      if (client.isMutating({ mutationKey: CART_SET }) <= 1) client.setQueryData(agentKeys.cart, cart);
    },
    onError: () => client.invalidateQueries({ queryKey: agentKeys.cart }),
  });
}

/** POST placeOrder: the new order and the server's word on it. */
export async function placeOrder(remark: string): Promise<{ id: string; orderNo: string; message: string }> {
  const answer = await http.post<{ id: string; orderNo: string }>(AGENT_API.placeOrder, { remark: remark.trim() || null });
  return { ...resultOf(answer), message: answer.message };
}

/** POST reportAdd: the new report and the server's word on it. */
export async function addReport(input: AgentReportInput): Promise<{ report: AgentReport; message: string }> {
  const answer = await http.post<AgentReport>(AGENT_API.reportAdd, input);
  return { report: resultOf(answer), message: answer.message };
}

/** The server's refusal of a page that is its partner's administrators' only (403). */
export const isAdminOnly = (error: unknown) => error instanceof HttpError && error.status === 403;

/** GET staff: the partner's accounts. A refusal (not an administrator) is not asked again. */
export const staffQuery = () =>
  queryOptions({
    queryKey: agentKeys.staff,
    queryFn: ({ signal }) => http.get<AgentAccount[]>(AGENT_API.staff, undefined, { signal }).then(resultOf),
    retry: (failures, error) => !isAdminOnly(error) && failures < 1,
  });

/** POST staffStatus: freezes an account (signed out at once) or lets it in again; the list shows the server's answer. */
export function useSetStaffStatus() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, status }: { id: string; status: string }) => http.post<AgentAccount>(AGENT_API.staffStatus, { id, status }).then(resultOf),
    onSuccess: (changed) =>
      client.setQueryData<AgentAccount[]>(agentKeys.staff, (accounts) => accounts?.map((account) => (account.id === changed.id ? changed : account))),
  });
}

/** POST staffAdd: the new account. */
export const addStaff = (input: AgentAccountInput) => http.post<AgentAccount>(AGENT_API.staffAdd, input).then(resultOf);

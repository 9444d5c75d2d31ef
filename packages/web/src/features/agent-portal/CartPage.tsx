import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Button from 'antd-mobile/es/components/button/index.js';
import TextArea from 'antd-mobile/es/components/text-area/index.js';
import { AGENT_PATHS, type Cart, type CartLine } from '@crm/domain';
import { feedback } from '../../lib/feedback.ts';
import { agentKeys, cartQuery, placeOrder, useSetCartLine } from './api.ts';
import { AgentEmpty, AgentFrame, AgentState } from './AgentFrame.tsx';
import { useMoney } from './money.ts';
import { QuantityStepper } from './QuantityStepper.tsx';
import { ProductPicture } from './ShopPage.tsx';
import styles from './agent-portal.module.css';

function Line({ line, currency, onQuantity }: { line: CartLine; currency: string; onQuantity: (quantity: number) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  return (
    <article
      className={line.orderable ? styles.line : `${styles.line} ${styles.lineGone}`}
      data-testid="cart-line"
      data-product-id={line.productId}
      data-orderable={line.orderable}
    >
      <ProductPicture path={line.image?.path} name={line.name} />
      <div className={styles.productBody}>
        <h3 className={styles.productName}>{line.name}</h3>
        {line.code && <p className={styles.small}>{line.code}</p>}
        {line.orderable ? (
          <p className={styles.small}>
            {money(line.price, currency)}
            {line.unit_dictText && ` / ${line.unit_dictText}`} · {t('web.agent.lineAmount', { amount: money(line.amount, currency) })}
          </p>
        ) : (
          <p className={styles.note} data-testid="cart-line-gone">
            {t('web.agent.notOrderable')}
          </p>
        )}
        <div className={styles.priceRow}>
          {line.orderable ? (
            <QuantityStepper value={line.quantity} onChange={onQuantity} testId="cart-quantity" />
          ) : (
            <Button size="small" fill="outline" color="danger" className={styles.target} onClick={() => onQuantity(0)} data-testid="cart-remove">
              {t('web.agent.removeLine')}
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

function CartBody({ cart }: { cart: Cart }) {
  const { t } = useTranslation();
  const money = useMoney();
  const navigate = useNavigate();
  const client = useQueryClient();
  const setLine = useSetCartLine();
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');

  if (cart.lines.length === 0) {
    return (
      <AgentEmpty text={t('web.agent.cartEmpty')} testId="cart-empty">
        <Button color="primary" className={styles.target} onClick={() => void navigate(AGENT_PATHS.shop)} data-testid="cart-go-shop">
          {t('web.agent.goShopping')}
        </Button>
      </AgentEmpty>
    );
  }

  const { credit } = cart;
  const left = credit.available === null ? null : Math.round((credit.available - cart.total) * 100) / 100;
  const overCredit = left !== null && left < 0;
  const orderable = cart.lines.some((line) => line.orderable);

  const changeQuantity = async (line: CartLine, quantity: number) => {
    // Taking a line out asks first: its quantity would be lost.
    if (quantity === 0 && !(await feedback.confirm({ content: t('web.agent.removeConfirm', { name: line.name }) }))) return;
    setLine.mutate({ productId: line.productId, quantity });
  };
  const order = async () => {
    setBusy(true);
    setError('');
    try {
      const placed = await placeOrder(remark);
      feedback.success(placed.message);
      await navigate(`${AGENT_PATHS.orderView}?id=${encodeURIComponent(placed.id)}`);
      // Once away from the cart: the emptied cart is not drawn on the way out.
      for (const queryKey of [agentKeys.cart, agentKeys.orders, agentKeys.home, agentKeys.shopAll]) void client.invalidateQueries({ queryKey });
    } catch (failure) {
      // The http layer has told the reason; it stays here too, with the cart and the remark as they were.
      setError((failure as Error).message);
      void client.invalidateQueries({ queryKey: agentKeys.cart });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className={styles.products} data-testid="cart-lines">
        {cart.lines.map((line) => (
          <Line key={line.productId} line={line} currency={cart.currency} onQuantity={(quantity) => void changeQuantity(line, quantity)} />
        ))}
      </div>
      <section className={styles.summary} data-testid="cart-summary">
        <div className={styles.summaryRow}>
          <span>{t('web.agent.total')}</span>
          <span className={styles.total} data-testid="cart-total">
            {money(cart.total, cart.currency)}
          </span>
        </div>
        <div className={styles.summaryRow} data-testid="cart-credit">
          <span>{t('web.agent.available')}</span>
          <span>{credit.available === null ? t('web.agent.noLimit') : money(credit.available, credit.currency)}</span>
        </div>
        {left !== null && (
          <div className={styles.summaryRow}>
            <span>{t('web.agent.afterOrder')}</span>
            <span className={overCredit ? styles.danger : undefined} data-testid="cart-credit-left">
              {money(left, credit.currency)}
            </span>
          </div>
        )}
        {overCredit && (
          <p className={styles.danger} role="alert" data-testid="cart-over-credit">
            {t('web.agent.creditExceeded')}
          </p>
        )}
      </section>
      <section className={styles.summary}>
        <label htmlFor="cart-remark" className={styles.small}>
          {t('web.agent.remark')}
        </label>
        <TextArea
          id="cart-remark"
          data-testid="cart-remark"
          value={remark}
          onChange={setRemark}
          placeholder={t('web.agent.remarkPlaceholder')}
          maxLength={2000}
          rows={3}
          autoSize={{ minRows: 2, maxRows: 6 }}
        />
      </section>
      {error && (
        <p className={styles.danger} role="alert" data-testid="cart-error">
          {error}
        </p>
      )}
      <Button
        block
        color="primary"
        className={styles.target}
        style={{ marginTop: 12 }}
        loading={busy}
        disabled={overCredit || !orderable}
        onClick={() => void order()}
        data-testid="cart-place-order"
      >
        {t('web.agent.placeOrder')}
      </Button>
    </>
  );
}

function CartScreen() {
  const { data, isError, refetch } = useQuery(cartQuery());
  return data ? <CartBody cart={data} /> : <AgentState failed={isError} onRetry={() => void refetch()} />;
}

/** /agent/shoppingCart: what the partner is about to order, against its credit, placed as one order. */
export function CartPage() {
  const { t } = useTranslation();
  return (
    <AgentFrame title={t('web.agent.routeCart')}>
      <CartScreen />
    </AgentFrame>
  );
}

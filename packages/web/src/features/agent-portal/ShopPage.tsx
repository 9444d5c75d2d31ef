import { useState } from 'react';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import SearchBar from 'antd-mobile/es/components/search-bar/index.js';
import { AGENT_PATHS, type CartLine, type ShopProduct } from '@crm/domain';
import { fileUrl } from '../../lib/http.ts';
import { MoreOnScroll } from '../../lib/more-on-scroll.tsx';
import { cartQuery, shopCategoriesQuery, shopQuery, useSetCartLine } from './api.ts';
import { AgentEmpty, AgentFrame, AgentState } from './AgentFrame.tsx';
import { useMoney } from './money.ts';
import { QuantityStepper } from './QuantityStepper.tsx';
import styles from './agent-portal.module.css';

/** A product's picture, or a blank of the same size. */
export function ProductPicture({ path, name }: { path: string | undefined; name: string }) {
  return path ? (
    <img className={styles.picture} src={fileUrl(path)} alt={name} loading="lazy" />
  ) : (
    <div className={`${styles.picture} ${styles.noPicture}`} aria-hidden="true" data-testid="no-picture">
      □
    </div>
  );
}

/** The line a product makes in the cart, shown before the server's cart comes back. */
const lineOf = (product: ShopProduct, quantity: number): CartLine => ({
  productId: product.id,
  name: product.name,
  code: product.code,
  unit_dictText: product.unit_dictText,
  image: product.image,
  price: product.price,
  quantity,
  amount: Math.round(product.price * quantity * 100) / 100,
  stock: product.stock,
  orderable: true,
});

function Product({ product, quantity, onQuantity }: { product: ShopProduct; quantity: number; onQuantity: (quantity: number) => void }) {
  const { t } = useTranslation();
  const money = useMoney();
  const facts = [product.code, product.specification].filter(Boolean).join(' · ');
  return (
    <article className={styles.product} data-testid="shop-product" data-product-id={product.id}>
      <ProductPicture path={product.image?.path} name={product.name} />
      <div className={styles.productBody}>
        <h3 className={styles.productName}>{product.name}</h3>
        {facts && <p className={styles.small}>{facts}</p>}
        {product.stock !== null && (
          <p className={product.stock > 0 ? styles.small : `${styles.small} ${styles.danger}`} data-testid="shop-stock">
            {product.stock > 0 ? t('web.agent.stock', { count: product.stock }) : t('web.agent.outOfStock')}
          </p>
        )}
        <div className={styles.priceRow}>
          <span>
            <span className={styles.price} data-testid="shop-price">
              {money(product.price, product.currency)}
            </span>
            {product.unit_dictText && <span className={styles.small}> / {product.unit_dictText}</span>}
            {product.standardPrice !== product.price && (
              <s className={styles.standardPrice} data-testid="shop-standard-price" aria-label={t('web.agent.standardPrice')}>
                {money(product.standardPrice, product.currency)}
              </s>
            )}
          </span>
          {quantity > 0 ? (
            <QuantityStepper value={quantity} onChange={onQuantity} testId="shop-quantity" />
          ) : (
            <button type="button" className={styles.addButton} aria-label={t('web.agent.addToCart')} onClick={() => onQuantity(1)} data-testid="shop-add">
              +
            </button>
          )}
        </div>
      </div>
    </article>
  );
}

function Shop() {
  const { t } = useTranslation();
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [category, setCategory] = useState('');
  const categories = useQuery(shopCategoriesQuery());
  const list = useInfiniteQuery(shopQuery(keyword, category));
  const cart = useQuery(cartQuery());
  const setLine = useSetCartLine();
  const inCart = new Map(cart.data?.lines.map((line) => [line.productId, line.quantity]));
  const products = list.data?.pages.flatMap((page) => page.records) ?? [];
  const chips = [{ value: '', text: t('web.agent.all') }, ...(categories.data ?? [])];
  return (
    <>
      <SearchBar
        data-testid="shop-search"
        placeholder={t('web.agent.searchShop')}
        value={typed}
        onChange={setTyped}
        onSearch={(value) => setKeyword(value.trim())}
        onClear={() => {
          setTyped('');
          setKeyword('');
        }}
        style={{ '--height': '44px' }}
      />
      <div className={styles.chips} role="group" aria-label={t('web.agent.category')} data-testid="shop-categories">
        {chips.map((chip) => (
          <button
            key={chip.value}
            type="button"
            className={chip.value === category ? `${styles.chip} ${styles.chipOn}` : styles.chip}
            aria-pressed={chip.value === category}
            onClick={() => setCategory(chip.value)}
            data-testid="shop-category"
          >
            {chip.text}
          </button>
        ))}
      </div>
      {!list.data ? (
        <AgentState failed={list.isError} onRetry={() => void list.refetch()} />
      ) : products.length === 0 ? (
        <AgentEmpty text={t('web.agent.noProducts')} testId="shop-empty" />
      ) : (
        <div className={styles.products} data-testid="shop-products">
          {products.map((product) => (
            <Product
              key={product.id}
              product={product}
              quantity={inCart.get(product.id) ?? (cart.data ? 0 : product.inCart)}
              onQuantity={(quantity) => setLine.mutate({ productId: product.id, quantity, line: lineOf(product, quantity) })}
            />
          ))}
          <MoreOnScroll hasMore={Boolean(list.hasNextPage)} loadMore={async () => void (await list.fetchNextPage())} />
        </div>
      )}
    </>
  );
}

/** The cart's entry on the shop's bar, with how many lines it holds. */
function CartLink() {
  const { t } = useTranslation();
  const { data } = useQuery(cartQuery());
  const lines = data?.lines.length ?? 0;
  return (
    <Link to={AGENT_PATHS.cart} className={styles.barLink} data-testid="shop-cart-link" aria-label={t('web.agent.cartLines', { count: lines })}>
      {t('web.agent.routeCart')}
      {lines > 0 && (
        <span className={styles.count} data-testid="shop-cart-count">
          {lines}
        </span>
      )}
    </Link>
  );
}

/** /agent/shop: the vendor's products on show, at the partner's price, put in the cart from the list. */
export function ShopPage() {
  const { t } = useTranslation();
  return (
    <AgentFrame title={t('web.agent.routeShop')} action={<CartLink />}>
      <Shop />
    </AgentFrame>
  );
}

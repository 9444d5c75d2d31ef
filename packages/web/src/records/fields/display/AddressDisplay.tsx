import { Link } from 'react-router';
import { EnvironmentOutline } from 'antd-mobile-icons';
import type { AddressValue } from '@crm/domain';

export function addressOf(value: unknown): AddressValue | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value === 'string') return { text: value, lat: null, lng: null };
  if (typeof value === 'object' && 'text' in (value as object)) return value as AddressValue;
  return null;
}

export function hasCoordinates(address: AddressValue | null): address is AddressValue & { lat: number; lng: number } {
  return typeof address?.lat === 'number' && typeof address.lng === 'number';
}

/** An address; with coordinates it opens the map (/common/map). */
export function AddressDisplay({ value, title }: { value: unknown; title?: string }) {
  const address = addressOf(value);
  if (!address) return <span />;
  if (!hasCoordinates(address)) return <span>{address.text}</span>;
  const query = new URLSearchParams({ lat: String(address.lat), lng: String(address.lng), title: title ?? '', address: address.text });
  return (
    <Link to={`/common/map?${query.toString()}`} onClick={(e) => e.stopPropagation()}>
      <EnvironmentOutline /> {address.text || `${address.lat}, ${address.lng}`}
    </Link>
  );
}

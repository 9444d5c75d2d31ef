import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'antd-mobile/es/components/button/index.js';
import Input from 'antd-mobile/es/components/input/index.js';
import { EnvironmentOutline } from 'antd-mobile-icons';
import type { AddressValue } from '@crm/domain';
import { feedback } from '../../../lib/feedback.ts';
import { addressOf } from '../display/AddressDisplay.tsx';
import { LazyLocationMap } from '../map/LazyLocationMap.tsx';
import type { FieldInputProps } from './types.ts';

function coordinate(text: string): number | null {
  if (text.trim() === '') return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** An address: the text, and coordinates from the device's location, a tap on the map, or typed. */
export function AddressFieldInput({ value, onChange, placeholder, disabled }: FieldInputProps) {
  const { t } = useTranslation();
  const address: AddressValue = addressOf(value) ?? { text: '', lat: null, lng: null };
  const [locating, setLocating] = useState(false);
  const [latText, setLatText] = useState(address.lat === null ? '' : String(address.lat));
  const [lngText, setLngText] = useState(address.lng === null ? '' : String(address.lng));
  const set = (patch: Partial<AddressValue>) => onChange({ ...address, ...patch });
  const setCoordinates = (lat: number, lng: number) => {
    const round = (n: number) => Math.round(n * 1e6) / 1e6;
    setLatText(String(round(lat)));
    setLngText(String(round(lng)));
    set({ lat: round(lat), lng: round(lng) });
  };

  function locate() {
    if (!navigator.geolocation) {
      feedback.toast(t('web.field.locateFailed'));
      return;
    }
    setLocating(true);
    navigator.geolocation.getCurrentPosition(
      (position) => {
        setLocating(false);
        setCoordinates(position.coords.latitude, position.coords.longitude);
      },
      () => {
        setLocating(false);
        feedback.toast(t('web.field.locateFailed'));
      },
      { enableHighAccuracy: true, timeout: 10_000 },
    );
  }

  const hasPoint = address.lat !== null && address.lng !== null;
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 6, width: '100%' }}>
      <Input value={address.text} onChange={(text) => set({ text })} placeholder={placeholder || t('web.field.addressText')} disabled={disabled} clearable />
      <div style={{ display: 'flex', gap: 6, alignItems: 'center' }}>
        <Input
          aria-label={t('web.field.latitude')}
          placeholder={t('web.field.latitude')}
          value={latText}
          inputMode="decimal"
          disabled={disabled}
          onChange={(text) => {
            setLatText(text);
            set({ lat: coordinate(text) });
          }}
        />
        <Input
          aria-label={t('web.field.longitude')}
          placeholder={t('web.field.longitude')}
          value={lngText}
          inputMode="decimal"
          disabled={disabled}
          onChange={(text) => {
            setLngText(text);
            set({ lng: coordinate(text) });
          }}
        />
        {!disabled && (
          <Button onClick={locate} loading={locating} aria-label={t('web.field.locate')} style={{ flex: 'none', width: 44, height: 44, padding: 0 }}>
            <EnvironmentOutline />
          </Button>
        )}
      </div>
      {hasPoint && <LazyLocationMap lat={address.lat!} lng={address.lng!} height={160} onPick={disabled ? undefined : setCoordinates} />}
    </div>
  );
}

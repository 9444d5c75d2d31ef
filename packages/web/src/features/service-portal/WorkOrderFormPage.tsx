import { useState, type ChangeEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Input from 'antd-mobile/es/components/input/index.js';
import List from 'antd-mobile/es/components/list/index.js';
import Selector from 'antd-mobile/es/components/selector/index.js';
import TextArea from 'antd-mobile/es/components/text-area/index.js';
import type { FileRef } from '@crm/domain';
import { compressImage } from '../../records/fields/upload.ts';
import { devicesQuery, formOptionsQuery, reportFault, uploadPhoto } from './api.ts';
import { photoUrl } from './photo-url.ts';
import { PortalFrame, PortalState } from './PortalFrame.tsx';
import { SubmitBar, useSending } from './SubmitBar.tsx';
import styles from './portal.module.css';

/** Six photos at most (spec section 5), as the work order's images field takes. */
export const MAX_PHOTOS = 6;

function FaultForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const options = useQuery(formOptionsQuery());
  const devices = useQuery(devicesQuery());
  const [subject, setSubject] = useState('');
  const [workOrderType, setType] = useState('');
  const [urgency, setUrgency] = useState('2');
  const [equipmentId, setDevice] = useState('');
  const [problemDescription, setProblem] = useState('');
  const [contactName, setContactName] = useState('');
  const [contactPhone, setContactPhone] = useState('');
  const [photos, setPhotos] = useState<FileRef[]>([]);
  const { error, busy, run, setError } = useSending();
  if (!options.data || !devices.data) return <PortalState failed={options.isError || devices.isError} />;

  const addPhotos = async (event: ChangeEvent<HTMLInputElement>) => {
    const files = [...(event.target.files ?? [])].slice(0, MAX_PHOTOS - photos.length);
    event.target.value = '';
    setError('');
    try {
      for (const file of files) {
        const compressed = await compressImage(file);
        const path = await uploadPhoto(compressed);
        setPhotos((before) => [...before, { path, name: file.name, size: compressed.size }]);
      }
    } catch (failure) {
      setError((failure as Error).message);
    }
  };
  const submit = () =>
    run(async () => {
      const order = await reportFault({
        subject,
        workOrderType,
        urgency,
        equipmentId: equipmentId || null,
        problemDescription,
        images: photos,
        contactName: contactName || null,
        contactPhone: contactPhone || null,
      });
      navigate(`/terminal/workOrderView?id=${encodeURIComponent(order.id)}`, { replace: true });
    });
  return (
    <>
      <List>
        <List.Item title={t('web.terminal.subject')}>
          <Input data-testid="fault-subject" value={subject} onChange={setSubject} maxLength={100} />
        </List.Item>
        <List.Item title={t('web.terminal.workOrderType')}>
          <Selector
            data-testid="fault-type"
            value={[workOrderType]}
            onChange={(v) => setType(v[0] ?? '')}
            options={options.data.types.map((o) => ({ value: o.value, label: o.text }))}
          />
        </List.Item>
        <List.Item title={t('web.terminal.urgency')}>
          <Selector
            data-testid="fault-urgency"
            value={[urgency]}
            onChange={(v) => setUrgency(v[0] ?? '')}
            options={options.data.urgencies.map((o) => ({ value: o.value, label: o.text }))}
          />
        </List.Item>
        <List.Item title={t('web.terminal.device')}>
          <Selector
            data-testid="fault-device"
            value={[equipmentId]}
            onChange={(v) => setDevice(v[0] ?? '')}
            options={[
              { value: '', label: t('web.terminal.noDevice') },
              ...devices.data.map((d) => ({ value: d.id, label: d.serialNo ? `${d.name} (${d.serialNo})` : d.name })),
            ]}
          />
        </List.Item>
        <List.Item title={t('web.terminal.problemDescription')}>
          <TextArea data-testid="fault-problem" value={problemDescription} onChange={setProblem} maxLength={2000} rows={4} />
        </List.Item>
        <List.Item title={t('web.terminal.photos', { max: MAX_PHOTOS })}>
          <div className={styles.photos}>
            {photos.map((photo) => (
              <img key={photo.path} className={styles.photo} src={photoUrl(photo.path)} alt={photo.name} />
            ))}
            {photos.length < MAX_PHOTOS && (
              <input data-testid="fault-photos" className={styles.target} type="file" accept="image/*" multiple onChange={(e) => void addPhotos(e)} />
            )}
          </div>
        </List.Item>
        <List.Item title={t('web.terminal.contactName')}>
          <Input data-testid="fault-contact" value={contactName} onChange={setContactName} maxLength={50} />
        </List.Item>
        <List.Item title={t('web.terminal.contactPhone')}>
          <Input data-testid="fault-phone" value={contactPhone} onChange={setContactPhone} maxLength={20} />
        </List.Item>
      </List>
      <SubmitBar error={error} busy={busy} onSubmit={() => void submit()} testId="fault-submit" />
    </>
  );
}

/** /terminal/workOrderForm: reports a fault, with photos and one of the customer's devices; the contact defaults to the account. */
export function WorkOrderFormPage() {
  const { t } = useTranslation();
  return (
    <PortalFrame title={t('web.terminal.routeWorkOrderForm')} back="/terminal/workOrderList">
      <FaultForm />
    </PortalFrame>
  );
}

import type { ReactNode } from 'react';
import { ErrorBlock } from '../../../lib/error-block.tsx';

/** The full-page message of the messenger pages: waiting, not bound, or failed, with its way out. */
export function MessengerNotice(props: { status: 'busy' | 'empty' | 'default'; title: string; description: string; children?: ReactNode; testId: string }) {
  return (
    <div data-testid={props.testId} role={props.status === 'busy' ? 'status' : 'alert'}>
      <ErrorBlock status={props.status} fullPage title={props.title} description={props.description}>
        {props.children}
      </ErrorBlock>
    </div>
  );
}

import type { ComponentType } from 'react';
import { loadDefinition } from '../../../records/definitions.ts';
import { RecordFormPage } from '../../../records/form/RecordFormPage.tsx';

/**
 * /crm/crmWorkOrderAppraise?workOrderId=: the appraisal's form with its work order chosen (spec
 * section 2), for staff taking down a customer's rating of a completed work order. Loads with the
 * appraisal's definition; the server keeps one per completed work order.
 */
export async function workOrderAppraisePage(): Promise<ComponentType> {
  await loadDefinition('crmWorkAppraise');
  return function WorkOrderAppraisePage() {
    return <RecordFormPage source={{ kind: 'entity', apiName: 'crmWorkAppraise' }} />;
  };
}

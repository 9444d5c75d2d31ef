export function TransferPage() {
  return <div data-testid="TransferPage" />;
}

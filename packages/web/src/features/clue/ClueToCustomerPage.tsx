export function ClueToCustomerPage() {
  return <div data-testid="ClueToCustomerPage" />;
}

export function CheckListPage() {
  return <div data-testid="CheckListPage" />;
}

export function TeamAddPage() {
  return <div data-testid="TeamAddPage" />;
}

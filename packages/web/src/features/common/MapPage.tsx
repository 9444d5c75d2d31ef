export function MapPage() {
  return <div data-testid="MapPage" />;
}

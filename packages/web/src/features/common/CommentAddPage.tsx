export function CommentAddPage() {
  return <div data-testid="CommentAddPage" />;
}

/** The full-screen viewer (with its gesture library) loads on the first tap on a thumbnail. */
export function openImageViewer(images: string[], defaultIndex: number): void {
  void import('antd-mobile/es/components/image-viewer/index.js').then(({ default: ImageViewer }) => {
    ImageViewer.Multi.show({ images, defaultIndex });
  });
}

import { tagColor } from '@crm/domain';

/** A named tag colour (blue, green, orange, red) or a hex value, as a CSS colour. */
export function displayColor(color: string | null | undefined): string {
  return color && color.startsWith('#') ? color : tagColor(color);
}

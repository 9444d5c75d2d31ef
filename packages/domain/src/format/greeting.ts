/** Greeting by hour of spec section 9, as an i18n key under `greeting.`. */
export type GreetingKey = 'morning' | 'forenoon' | 'noon' | 'afternoon' | 'evening';

export function greetingKey(hour: number): GreetingKey {
  if (hour < 9) return 'morning';
  if (hour <= 11) return 'forenoon';
  if (hour <= 13) return 'noon';
  if (hour < 20) return 'afternoon';
  return 'evening';
}

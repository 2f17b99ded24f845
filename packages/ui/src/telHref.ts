/** The tel: link of a phone number as people write it (+1 (555) 010-2000 → tel:+15550102000): digits and plus only. */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}

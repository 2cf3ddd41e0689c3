import type { Template } from '@hoa/contract';
import { MailroomDeliveryOptions } from '@hoa/domain';

/** The mailroom delivery option's name: First class, Certified or Both. */
export function mailroomOptionName(optionId: number): string {
  return MailroomDeliveryOptions.find((o) => o.OptionId === optionId)?.OptionName ?? '';
}

/** A template's print options in a few words: 'B&W · 2-sided · First class · Envelope (prepaid)'. */
export function optionsSummary(template: Template): string {
  const parts = [
    template.IsColor ? 'Colour' : 'B&W',
    template.IsDoubleSided ? '2-sided' : '1-sided',
    mailroomOptionName(template.MailroomDeliveryOption),
  ];
  if (template.IncludeReturnEnvelope)
    parts.push(template.PrepaidReturnPostage ? 'Envelope (prepaid)' : 'Envelope');
  return parts.join(' · ');
}

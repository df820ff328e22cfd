import { AttributeDefSchema, DivisionSchema } from '@mailroom/contract';
import { z } from 'zod';

const AddressSchema = z.object({ email: z.string(), friendlyName: z.string() });

/** A business unit's company settings, stored as JSON on its API user. */
export const CompanySettingsSchema = z.object({
  divisions: z.array(DivisionSchema),
  fromAddresses: z.array(AddressSchema),
  replyToAddresses: z.array(AddressSchema),
  encodings: z.array(z.string()),
  defaultEncoding: z.string(),
  timezone: z.string(),
  profileAttributes: z.array(AttributeDefSchema),
  listLoadAttributes: z.array(
    z.object({ attributeName: z.string(), type: z.string(), length: z.int().optional() }),
  ),
});
export type CompanySettings = z.infer<typeof CompanySettingsSchema>;

/** What a new business unit starts with; an operator edits it with the api-user CLI. */
export const defaultSettings = (name: string): CompanySettings => ({
  divisions: [
    { name: 'Newsletter', description: 'Weekly news and editorial content' },
    { name: 'Promotions', description: 'Offers, sales and discounts' },
    { name: 'Product Updates', description: 'Release notes and product announcements' },
    { name: 'Events', description: 'Webinars, meetups and invitations' },
  ],
  fromAddresses: [{ email: `news@${slug(name)}.example`, friendlyName: name }],
  replyToAddresses: [{ email: `support@${slug(name)}.example`, friendlyName: `${name} Support` }],
  encodings: ['UTF-8', 'ISO-8859-1', 'US-ASCII'],
  defaultEncoding: 'UTF-8',
  timezone: 'UTC',
  profileAttributes: [
    { attributeName: 'firstName', type: 'String', length: 50 },
    { attributeName: 'lastName', type: 'String', length: 50 },
    { attributeName: 'city', type: 'String', length: 80 },
    { attributeName: 'country', type: 'String', length: 2, description: 'ISO 3166-1 alpha-2 code' },
    { attributeName: 'postalCode', type: 'String', length: 12 },
    { attributeName: 'gender', type: 'String', length: 1 },
    { attributeName: 'birthYear', type: 'Number', min: 1900, max: 2100 },
    { attributeName: 'loyaltyPoints', type: 'Number', min: 0, max: 100000000 },
    { attributeName: 'tier', type: 'String', length: 20 },
    { attributeName: 'signupSource', type: 'String', length: 40 },
  ],
  listLoadAttributes: [],
});

function slug(name: string) {
  return (
    name
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'company'
  );
}

export function parseSettings(json: string): CompanySettings {
  return CompanySettingsSchema.parse(JSON.parse(json));
}

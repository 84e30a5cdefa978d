/** The parcel carriers a tracking link is recognised by: the site's domain and its subdomains. */
const CARRIER_DOMAINS: readonly { name: string; domain: string }[] = [
  { name: 'UPS', domain: 'ups.com' },
  { name: 'FedEx', domain: 'fedex.com' },
  { name: 'USPS', domain: 'usps.com' },
  { name: 'DHL', domain: 'dhl.com' },
  { name: 'OnTrac', domain: 'ontrac.com' },
  { name: 'Amazon', domain: 'amazon.com' },
];

/**
 * Who a tracking link says carries the parcel and which site it opens: the carrier whose domain is
 * the link's host (or a parent of it), else the host itself, so the patient sees where a link goes
 * before following it. The host is as the URL parser gives it: lower case, and an international
 * name in its ASCII (punycode) form, so look-alike letters cannot pass for a carrier's name.
 */
export function carrierOfTrackingUrl(trackingUrl: string): { carrier: string; site: string } {
  const site = new URL(trackingUrl).hostname;
  const known = CARRIER_DOMAINS.find(({ domain }) => site === domain || site.endsWith(`.${domain}`));
  return { carrier: known?.name ?? site, site };
}

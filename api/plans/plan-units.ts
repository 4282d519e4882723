// The units the demo's plan figures are in, by field name, as a deployment names them in its config.json: a
// restream plan's bitrate in kilobits a second, a storage plan's size in gigabytes (what its price is per).
export const demoUnits = {
  bitrate_max: { en: 'kbps', ru: 'кбит/с', cn: 'kbps' },
  size: { en: 'GB', ru: 'ГБ', cn: 'GB' },
} as const;

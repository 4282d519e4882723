// The units the demo's figures are in, by field name, as a deployment names them in its config.json: a restream
// plan's bitrate and the incoming stream's in kilobits a second, a storage plan's size in gigabytes (what its price is
// per), a transcoding profile's delay in seconds (the demo's grows by one a minute until it is reset).
export const demoUnits = {
  bitrate_max: { en: 'kbps', ru: 'кбит/с', cn: 'kbps' },
  bitrate: { en: 'kbps', ru: 'кбит/с', cn: 'kbps' },
  size: { en: 'GB', ru: 'ГБ', cn: 'GB' },
  delay: { en: 's', ru: 'с', cn: '秒' },
} as const;

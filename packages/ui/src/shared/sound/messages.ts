/**
 * The texts of the sound controls.
 *
 * @example
 * const messages: SoundMessages = { soundLabel: 'Son' }; // French
 */
export interface SoundMessages {
  soundLabel: string; // the name of the sound toggle, the same whether sound is on or off
}

/**
 * English texts of the sound controls.
 *
 * @example
 * soundMessagesEn.soundLabel; // 'Sound'
 */
export const soundMessagesEn: SoundMessages = {
  soundLabel: 'Sound',
};

/**
 * 声音控件的简体中文文本。
 *
 * @example
 * soundMessagesZh.soundLabel; // '声音'
 */
export const soundMessagesZh: SoundMessages = {
  soundLabel: '声音',
};

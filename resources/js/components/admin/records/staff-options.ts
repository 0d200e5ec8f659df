/** Section 3: stage first or second; typelogin sso (labelled Sodexo) or credential (labelled External). */
export const STAGE_OPTIONS = [
  { value: 'first', label: 'First round' },
  { value: 'second', label: 'Final round' },
] as const;

export const LOGIN_OPTIONS = [
  { value: 'sso', label: 'Sodexo' },
  { value: 'credential', label: 'External' },
] as const;

export const stageLabel = (stage: string) =>
  STAGE_OPTIONS.find((option) => option.value === stage)?.label ?? stage;
export const loginLabel = (typelogin: string) =>
  LOGIN_OPTIONS.find((option) => option.value === typelogin)?.label ?? typelogin;

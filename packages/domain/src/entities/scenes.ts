import type { PresetScene } from './types.ts';

/** Every owned object's first two scenes: everything visible, and the caller's own records. */
export const OWNED_SCENES: readonly PresetScene[] = [
  { key: 'all', label: 'entity.scene.all', conditions: [] },
  { key: 'mine', label: 'entity.scene.mine', conditions: [{ field: 'ownerId', op: 'eq', value: '$me' }] },
];

/** The preset scenes of spec section 9 for objects that are followed up: not followed for over 7, 15, 30 days. */
export const NOT_FOLLOWED_SCENES: readonly PresetScene[] = [7, 15, 30].map((days) => ({
  key: `notFollowed${days}`,
  label: `entity.scene.notFollowed${days}`,
  conditions: [{ field: 'lastFollowTime', op: 'olderThanDays', value: days }],
}));

/**
 * "Due for follow-up": my records whose next contact time has come ('$now' is the moment the list
 * is asked for). The home page's 待跟进 counts and opens it.
 */
export const FOLLOW_UP_DUE_SCENE: PresetScene = {
  key: 'followUpDue',
  label: 'entity.scene.followUpDue',
  conditions: [
    { field: 'ownerId', op: 'eq', value: '$me' },
    { field: 'nextContactTime', op: 'le', value: '$now' },
  ],
};

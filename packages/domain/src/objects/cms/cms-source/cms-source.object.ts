import { defineObject } from '../../../entities/define-object.ts';

const f = (name: string) => `entity.cmsSource.${name}`;

/** What a material is: a picture to send, a poster to post, or files to hand over. */
export const SOURCE_KIND = { image: '1', poster: '2', file: '3' } as const;

/**
 * Materials (issue 20, spec section 2: the material library /source): the pictures, posters and
 * files sales send customers from their phones, in the articles' categories (cms_category). The
 * library shows them as a gallery of covers; this object is what it lists and where they are
 * added. The company's, like articles: everyone in it reads them; whoever uploaded one, or an
 * administrator, changes it. Images and files are optional: a sheet imported brings none.
 */
export const cmsSource = defineObject({
  module: 'cms',
  apiName: 'cmsSource',
  fields: [
    { name: 'title', type: 'text', label: f('title'), required: true, maxLength: 100 },
    { name: 'category', type: 'dict', label: f('category'), dict: 'cms_category', required: true, width: 'half' },
    {
      name: 'kind',
      type: 'dict',
      label: f('kind'),
      defaultValue: SOURCE_KIND.image,
      required: true,
      width: 'half',
      options: [
        { value: SOURCE_KIND.image, label: f('kindImage'), color: 'blue' },
        { value: SOURCE_KIND.poster, label: f('kindPoster'), color: 'orange' },
        { value: SOURCE_KIND.file, label: f('kindFile'), color: 'green' },
      ],
    },
    // At most the engine's six images a field (field-rules.ts MAX_IMAGES); the first is the gallery's cover.
    { name: 'images', type: 'images', label: f('images'), maxCount: 6 },
    { name: 'files', type: 'files', label: f('files'), maxCount: 9 },
    { name: 'description', type: 'textarea', label: f('description'), maxLength: 1000 },
  ],
  titleField: 'title',
  subtitleFields: ['category', 'kind', 'description'],
  searchFields: ['title', 'description'],
  filterFields: ['category', 'kind', 'createBy', 'createTime'],
  defaultSort: { field: 'updateTime', order: 'desc' },
  presetScenes: [
    { key: 'all', label: 'entity.scene.all', conditions: [] },
    { key: 'mine', label: f('sceneMine'), conditions: [{ field: 'createBy', op: 'eq', value: '$me' }] },
  ],
});

import type { FastifyInstance } from 'fastify';
import { contract } from '@hoa/contract';
import { bind, bindCaller } from '../../http/bind';
import type { AppDeps } from '../../http/request-context';
import { acceptMultipart } from '../attachments/index';
import {
  getCommunityDefaultTemplates,
  linkTemplateToCommunity,
  saveCommunityDefaultTemplate,
} from './community-templates';
import {
  getActiveTemplateTypes,
  getAdminTemplates,
  getAllTemplates,
  getByModule,
  getCheckTemplates,
  getTemplates,
} from './get-templates';
import { removeTemplate } from './remove-template';
import { saveTemplateOptions } from './save-template-options';
import { downloadTemplate, getMergeCodes, previewTemplate } from './template-files';
import { getTemplateFormatSetting, saveTemplateFormatSetting } from './template-format-setting';
import { updateAndReplaceTemplate } from './update-and-replace-template';

/** Templates (spec 3 §7 'Templates'): lists, files, options, community links and defaults. */
export function templatesRoutes(app: FastifyInstance, deps: AppDeps): void {
  const t = contract.templates;
  bind(app, deps, t.GetAllTemplates, getAllTemplates);
  bind(app, deps, t.GetTemplates, getTemplates);
  bind(app, deps, t.GetByModule, getByModule);
  bind(app, deps, t.GetAdminTemplates, getAdminTemplates);
  bind(app, deps, t.GetCheckTemplates, getCheckTemplates);
  bind(app, deps, t.getActiveTemplateTypes, getActiveTemplateTypes);
  bind(app, deps, t.GetTemplateFormatSetting, getTemplateFormatSetting);
  bind(app, deps, t.SaveTemplateFormatSetting, saveTemplateFormatSetting);
  bind(app, deps, t.SaveTemplateOptions, saveTemplateOptions);
  bind(app, deps, t.LinkTemplateToCommunity, linkTemplateToCommunity);
  bind(app, deps, t.RemoveTemplate, removeTemplate);
  bindCaller(app, deps, t.GetMergeCodes, getMergeCodes);
  bindCaller(app, deps, t.DownloadTemplate, (call) => downloadTemplate(call, deps.files));
  bindCaller(app, deps, t.PreviewTemplate, (call) => previewTemplate(call, deps.files));
  const d = contract.communityDefaultTemplates;
  bind(app, deps, d.GetCommunityDefaultTemplates, getCommunityDefaultTemplates);
  bind(app, deps, d.SaveCommunityDefaultTemplate, saveCommunityDefaultTemplate);
  void app.register((scope, _options, done) => {
    acceptMultipart(scope);
    bindCaller(scope, deps, t.UpdateAndReplaceTemplate, (call) =>
      updateAndReplaceTemplate(call, deps.files),
    );
    done();
  });
}

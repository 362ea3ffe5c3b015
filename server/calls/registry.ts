/** Every call path's handler. The `satisfies` makes a path without a handler a type error. */
import type { CallPath } from '../../contract/calls';
import type { Handler } from './types';
import { dashboardSummary } from './handlers/dashboard-summary';
import { scopeOptions } from './handlers/scope-options';
import { forgotPassword, resetPassword } from './handlers/user-password';
import { register } from './handlers/user-register';
import { login, logout, me } from './handlers/user-session';
import { getTerms, setTerms } from './handlers/user-terms';
import { addNoteHandler, assignPickerHandler, countOrdersHandler, exportOrdersHandler, getOrderHandler, listOrdersHandler, moveOptionsHandler, moveOrderHandler } from './orders/handlers';
import { pickingFinishHandler, pickingGetHandler, pickingListHandler, pickingReleaseHandler, pickingSetLineHandler, pickingTakeHandler } from './picking/handlers';
import { pickingGetSettingsHandler, pickingSetSettingsHandler } from './picking/picking-settings';
import { syncPushHandler } from './sync/push';

export const handlers = {
  '/User/Login': login,
  '/User/Logout': logout,
  '/User/Me': me,
  '/User/ForgotPassword': forgotPassword,
  '/User/ResetPassword': resetPassword,
  '/User/Register': register,
  '/User/getTerminos': getTerms,
  '/User/setTerminos': setTerms,
  '/Scope/Options': scopeOptions,
  '/Dashboard/Summary': dashboardSummary,
  '/Order/List': listOrdersHandler,
  '/Order/Counts': countOrdersHandler,
  '/Order/Get': getOrderHandler,
  '/Order/Move': moveOrderHandler,
  '/Order/AddNote': addNoteHandler,
  '/Order/Export': exportOrdersHandler,
  '/Order/MoveOptions': moveOptionsHandler,
  '/Order/AssignPicker': assignPickerHandler,
  '/Picking/List': pickingListHandler,
  '/Picking/Get': pickingGetHandler,
  '/Picking/Take': pickingTakeHandler,
  '/Picking/Release': pickingReleaseHandler,
  '/Picking/SetLine': pickingSetLineHandler,
  '/Picking/Finish': pickingFinishHandler,
  '/Picking/GetSettings': pickingGetSettingsHandler,
  '/Picking/SetSettings': pickingSetSettingsHandler,
  '/Sync/Push': syncPushHandler,
} satisfies { [P in CallPath]: Handler<P> };

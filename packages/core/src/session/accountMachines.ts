import { accountFormActors } from "../machines/accountFormActors"
import { activationResendMachine } from "../machines/activationResend"
import { avatarInputMachine } from "../machines/avatarInput.machine"
import { changeEmailFormMachine } from "../machines/changeEmailForm.machine"
import { changePasswordFormMachine } from "../machines/changePasswordForm.machine"
import { commandOf } from "../machines/command.machine"
import { consentStepMachine } from "../machines/consentStep.machine"
import { deleteAccountMachine } from "../machines/deleteAccount.machine"
import { loginFormMachine } from "../machines/loginForm.machine"
import { passwordRemindFormMachine } from "../machines/passwordRemindForm.machine"
import { passwordResetFormMachine } from "../machines/passwordResetForm.machine"
import { profileSettingsMachine } from "../machines/profileSettings.machine"
import { loginThroughSession } from "../machines/sessionLogin"
import { signupFormMachine } from "../machines/signupForm.machine"
import { readyMachine } from "./readyMachine"
import { withPlatformCrop } from "./platformCrop"

/** The login form, logging in through the session itself (which keeps the user and its token). */
export const loginForm = readyMachine(({ actor }) => loginFormMachine.provide({ actors: { send: loginThroughSession(actor) } }))

/** Sign-up (spec 2.8). */
export const signupForm = readyMachine(({ api }) => signupFormMachine.provide({ actors: { send: accountFormActors(api).signup } }))

/** 'Forgot password': the reset link asked for. */
export const passwordRemindForm = readyMachine(({ api }) =>
  passwordRemindFormMachine.provide({ actors: { send: accountFormActors(api).resetRequest } })
)

/** A new password through the reset link. */
export const passwordResetForm = readyMachine(({ api }) =>
  passwordResetFormMachine.provide({ actors: { send: accountFormActors(api).resetConfirm } })
)

/** The legal texts a sign-in asked to accept. */
export const consentStep = readyMachine(({ api }) => consentStepMachine.provide({ actors: { send: accountFormActors(api).acceptConsents } }))

/** The account's preferences: language and e-mail notifications. */
export const profileSettings = readyMachine(({ api }) => {
  const actors = accountFormActors(api)
  return profileSettingsMachine.provide({ actors: { loadAccount: actors.loadAccount, saveAccount: actors.saveAccount } })
})

/** Deleting the account, after the password (or e-mail) typed again. */
export const deleteAccount = readyMachine(({ api }) => {
  const actors = accountFormActors(api)
  return deleteAccountMachine.provide({ actors: { verifyPassword: actors.verifyPassword, deleteAccount: actors.deleteAccount } })
})

/** A new e-mail address. */
export const changeEmailForm = readyMachine(({ api }) => changeEmailFormMachine.provide({ actors: { send: accountFormActors(api).saveAccount } }))

/** A new password. */
export const changePasswordForm = readyMachine(({ api }) =>
  changePasswordFormMachine.provide({ actors: { send: accountFormActors(api).saveAccount } })
)

/** The account's photo: cropped by the platform, uploaded through the client. */
export const avatarInput = readyMachine(({ api, platform }) =>
  avatarInputMachine.provide({ actors: { ...withPlatformCrop(platform), upload: accountFormActors(api).uploadAvatar } })
)

/** 'Remove photo': the account answered without it. */
export const avatarRemoval = readyMachine(({ api }) => commandOf(accountFormActors(api).removeAvatar))

/** 'Download my data' (RODO access and portability): everything kept about the person. */
export const accountExport = readyMachine(({ api }) => commandOf(accountFormActors(api).exportAccount))

/** 'Send the link again' to an account waiting for activation (spec 2.10). */
export const activationResend = readyMachine(({ api }) => activationResendMachine(accountFormActors(api)))
